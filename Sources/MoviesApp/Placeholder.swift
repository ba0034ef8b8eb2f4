/// Entry point called by the `movies` executable.
public enum MoviesCommandLine {
    public static func run() async {}
}
