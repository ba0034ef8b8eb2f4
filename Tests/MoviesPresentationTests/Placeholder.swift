// Placeholder until MoviesPresentationTests land.
