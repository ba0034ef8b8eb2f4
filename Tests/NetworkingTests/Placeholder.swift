// Placeholder until NetworkingTests land.
