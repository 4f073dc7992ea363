import { useLingui } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { lazyPart } from "@/components/lazy-part";
import { Suspense, useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { FullScreenLoader } from "@/components/full-screen-loader";
import { Button } from "@/components/ui/button";
import { AuthLayout } from "@/features/auth/auth-layout";
import { useQueryParams } from "@/hooks/use-query-params";
import { useToast } from "@/hooks/use-toast";
import { SignInForm } from "@/features/auth/sign-in-form";
import { SignUpForm } from "@/features/auth/sign-up-form";
import { useAuth } from "@/lib/auth";
import { continueLabel, nextPath } from "@/lib/next-path";
import { sitePathLink } from "@/lib/site-link";

export const Route = createFileRoute("/login")({
  head: () => ({ meta: [{ title: t`Sign in · Nudge` }] }),
  component: LoginPage,
});

// Only someone just signed up (or back here signed in) sees it: not part of the sign-in form's first paint.
const NotificationCard = lazyPart(() =>
  import("@/features/notifications/notification-card").then((m) => ({ default: m.NotificationCard })),
);

const modes = {
  signin: {
    get title() {
      return t`Welcome Back`;
    },
    get subtitle() {
      return t`Sign in to continue managing your connections`;
    },
    get prompt() {
      return t`Don't have an account?`;
    },
    get switchLabel() {
      return t`Create one`;
    },
  },
  signup: {
    get title() {
      return t`Create Account`;
    },
    get subtitle() {
      return t`Start building stronger relationships today`;
    },
    get prompt() {
      return t`Already have an account?`;
    },
    get switchLabel() {
      return t`Sign in`;
    },
  },
} as const;

function LoginPage() {
  const { t } = useLingui();
  const query = useQueryParams();
  const { user, isLoading } = useAuth();
  const [mode, setMode] = useState<keyof typeof modes>(query.get("mode") === "signup" ? "signup" : "signin");
  const [signingIn, setSigningIn] = useState(false);
  const { dismiss } = useToast();
  const navigate = useNavigate();
  const next = nextPath(`?${query}`);
  // A toast about one form ("Invalid email or password") is not about the other.
  const switchMode = () => {
    dismiss();
    setMode(mode === "signin" ? "signup" : "signin");
  };

  // Signed in by the form: on to where they were headed. Sent once, from here: while that page
  // loads, this one still renders, with the address already the next page's (no ?next= in it).
  const onSignedIn = () => {
    setSigningIn(true);
    void navigate({ ...sitePathLink(next), replace: true });
  };

  if (isLoading || (user && signingIn)) return <FullScreenLoader />;
  // Just created the account, or came back here signed in: step 2 is turning on notifications.
  if (user) {
    return (
      <AuthLayout title={t`You're in, ${user.name.split(" ")[0]}!`} subtitle={t`One more step so your nudges reach you on time`}>
        <div className="space-y-4">
          <Suspense fallback={<div className="h-40" aria-hidden />}>
            <NotificationCard />
          </Suspense>
          <Button asChild className="w-full" variant="secondary">
            <Link {...sitePathLink(next)}>{continueLabel(next)}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  const copy = modes[mode];
  return (
    <AuthLayout title={copy.title} subtitle={copy.subtitle}>
      {mode === "signin" ? <SignInForm onSignedIn={onSignedIn} /> : <SignUpForm />}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {copy.prompt}{" "}
        <Button variant="link" className="h-auto p-0" onClick={switchMode}>
          {copy.switchLabel}
        </Button>
      </p>
    </AuthLayout>
  );
}
