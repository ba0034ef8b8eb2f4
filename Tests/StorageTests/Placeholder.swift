// Placeholder until StorageTests land.
