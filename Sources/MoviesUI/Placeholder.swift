// Placeholder until the MoviesUI layer lands.
