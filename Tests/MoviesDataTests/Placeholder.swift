// Placeholder until MoviesData tests land.
