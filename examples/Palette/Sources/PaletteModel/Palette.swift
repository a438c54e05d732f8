// The palette's model.
