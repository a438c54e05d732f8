// The imperative counter page: written by the session building it.
