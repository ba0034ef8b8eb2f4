// Placeholder until the stub server lands.
