import MoviesApp

await MoviesCommandLine.run()
