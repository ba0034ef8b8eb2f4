// Placeholder until TextUITests land.
