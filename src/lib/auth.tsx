import { useMutation, useQuery, type UseQueryOptions } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { AuthResponse, AuthUser, SignInInput, SignUpFormInput } from "@contracts/auth";
import { useAccountLanguage } from "./account-language";
import { ApiError, getToken, queryClient, TOKEN_KEY } from "./api";
import { answer, api } from "./api-client";
import { clearOfflineData } from "./offline-cache";
import { SIGN_IN } from "./site-path";
import { readKey } from "@contracts/reads";

type AuthContextValue = {
  user: AuthUser | null;
  /** True while the stored token is being checked: show the full-screen spinner. */
  isLoading: boolean;
  signIn: (input: SignInInput) => Promise<AuthUser>;
  signUp: (input: SignUpFormInput & { turnstileToken?: string }) => Promise<AuthUser>;
  signOut: () => Promise<void>;
  /**
   * Signs out on this device only, for a session the server has already ended (the account was
   * deleted, every session was signed out). `to` is where the person goes next.
   */
  endSession: (to?: string) => void;
  isSigningOut: boolean;
  /**
   * Where the person went when they ended this session themselves (Sign Out, deleting the
   * account); null when it ended some other way (expired, signed out from another device), which
   * leads to sign-in and back.
   */
  leftFor: string | null;
};

const AuthContext = createContext<AuthContextValue | null>(null);

const ME = readKey("session");

/**
 * The stored token's user. Only a 401 means signed out (the token is dropped, with this device's
 * offline copy); other failures (offline) keep the token and the user last seen on this device,
 * if any (offline-cache.ts), else give no user.
 */
async function readSessionUser() {
  try {
    return await answer(api.auth.me.$get());
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    localStorage.removeItem(TOKEN_KEY);
    clearOfflineData();
    return null;
  }
}

export const SESSION_QUERY = {
  queryKey: ME,
  queryFn: readSessionUser,
  // Tried once even offline, so a device with nothing saved goes on to the sign-in page.
  networkMode: "offlineFirst",
  staleTime: Infinity,
} satisfies UseQueryOptions<AuthUser | null>;

export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(getToken);
  const [leftFor, setLeftFor] = useState<string | null>(null);

  // A token the session check refused comes back as no user (readSessionUser dropped it).
  const me = useQuery({ ...SESSION_QUERY, enabled: token !== null });

  const startSession = useCallback((res: AuthResponse) => {
    const { token: newToken, ...user } = res;
    localStorage.setItem(TOKEN_KEY, newToken);
    // A new session starts from nothing: what is in memory may be another person's (a copy
    // restored at load, whose session the server then refused).
    queryClient.clear();
    queryClient.setQueryData(ME, user);
    setToken(newToken);
    setLeftFor(null);
    return user;
  }, []);

  const signIn = useCallback(async (json: SignInInput) => startSession(await answer(api.auth.signin.$post({ json }))), [startSession]);
  const signUp = useCallback(
    async (json: SignUpFormInput & { turnstileToken?: string }) => startSession(await answer(api.auth.signup.$post({ json }))),
    [startSession],
  );

  /** Signed out on this device: the token and, for the next person here, every trace of this user's data. */
  const endSession = useCallback((to: string = SIGN_IN) => {
    localStorage.removeItem(TOKEN_KEY);
    setToken(null);
    setLeftFor(to);
    queryClient.clear();
    clearOfflineData();
  }, []);

  const signOutMutation = useMutation({
    mutationFn: async () => {
      try {
        await api.auth.signout.$post();
      } catch (error) {
        // A 401 means the session is already gone on the server: signing out locally finishes the job.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => endSession(),
  });

  useAccountLanguage(token ? me.data?.language : undefined);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: token ? (me.data ?? null) : null,
      isLoading: token !== null && me.isPending,
      signIn,
      signUp,
      signOut: () => signOutMutation.mutateAsync(),
      endSession,
      isSigningOut: signOutMutation.isPending,
      leftFor,
    }),
    [token, me.data, me.isPending, signIn, signUp, signOutMutation, endSession, leftFor],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth() {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used inside AuthProvider");
  return ctx;
}
