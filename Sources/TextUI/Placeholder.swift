// Placeholder until the TextUI layer lands.
