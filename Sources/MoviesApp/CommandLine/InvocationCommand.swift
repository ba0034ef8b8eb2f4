import ArgumentParser

/// A command that only gathers its options into an invocation: validating
/// and running are the invocation's, written here once for every such
/// command. A command with checks of its own keeps its own `validate()`.
protocol InvocationCommand: AsyncParsableCommand {
    associatedtype Invocation: CommandInvocation
    var invocation: Invocation { get }
}

extension InvocationCommand {
    mutating func validate() throws {
        try invocation.validate()
    }

    @MainActor
    func run() async throws {
        try await invocation.run()
    }
}
