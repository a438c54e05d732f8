// The imperative login page: written by the session building it.
