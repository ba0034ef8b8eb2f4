import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    /// `--verbose`'s help, also for the groups that declare the flag themselves.
    static let verboseHelp = ArgumentHelp("Write a request trace to stderr (credentials redacted).")

    @Flag(name: .long, help: verboseHelp)
    var verbose = false
}
