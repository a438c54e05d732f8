// Placeholder; replaced by the bridge.
