// The signed-in session's bearer token, as the app keeps it on this device. Its own module so the
// entry chunk can ask "is someone signed in here?" without loading the data layer (api.ts).

export const TOKEN_KEY = "auth_token";

export const getToken = () => localStorage.getItem(TOKEN_KEY);
