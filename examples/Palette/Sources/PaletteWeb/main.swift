// The palette's page.
