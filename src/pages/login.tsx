import { useState } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { FullScreenLoader } from "@/components/full-screen-loader";
import { Button } from "@/components/ui/button";
import { AuthLayout } from "@/features/auth/auth-layout";
import { nextPath } from "@/lib/next-path";
import { SignInForm } from "@/features/auth/sign-in-form";
import { SignUpForm } from "@/features/auth/sign-up-form";
import { useAuth } from "@/lib/auth";

const modes = {
  signin: { title: "Welcome Back", subtitle: "Sign in to continue managing your connections", prompt: "Don't have an account?", switchLabel: "Create one" },
  signup: { title: "Create Account", subtitle: "Start building stronger relationships today", prompt: "Already have an account?", switchLabel: "Sign in" },
} as const;

export default function LoginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { user, isLoading } = useAuth();
  const [mode, setMode] = useState<keyof typeof modes>(new URLSearchParams(search).get("mode") === "signup" ? "signup" : "signin");
  const [justSignedIn, setJustSignedIn] = useState(false);
  const done = () => {
    setJustSignedIn(true);
    navigate(nextPath(search), { replace: true });
  };

  if (isLoading) return <FullScreenLoader />;
  if (user && !justSignedIn) return <Redirect to={nextPath(search)} replace />;

  const copy = modes[mode];
  return (
    <AuthLayout title={copy.title} subtitle={copy.subtitle}>
      {mode === "signin" ? <SignInForm onSignedIn={done} /> : <SignUpForm onSignedUp={done} />}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {copy.prompt}{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => setMode(mode === "signin" ? "signup" : "signin")}>
          {copy.switchLabel}
        </Button>
      </p>
    </AuthLayout>
  );
}
