import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Flag(name: .long, help: "Write a request trace to stderr (credentials redacted).")
    var verbose = false
}
