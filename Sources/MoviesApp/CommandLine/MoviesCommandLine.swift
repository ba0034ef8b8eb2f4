import Networking
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoviesData
import TextUI

/// Entry point called by the `movies` executable: parses arguments, runs the
/// command, and turns every failure into one sentence on stderr and an exit status.
public enum MoviesCommandLine {
    /// Runs the command named by the process arguments and exits with its status.
    @MainActor
    public static func run() async -> Never {
        let streams = StandardStreams()
        do {
            if let invocation = QuickInvocationScanner.scan(Array(CommandLine.arguments.dropFirst())) {
                try await invocation.run()
                exit(ExitStatus.success)
            }
            var command = try MoviesCommand.parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            exit(ExitStatus.success)
        } catch let ended as EndedBySignal {
            // The terminal is restored and the container closed by now.
            ended.signal.terminateProcess()
        } catch let error as AppError {
            streams.printError("movies: \(error.message)")
            exit(error.exitCode)
        } catch {
            exit(report(error, streams: streams))
        }
    }

    /// Prints what argument-parser made of `error` (help goes to stdout) and
    /// returns the exit status.
    private static func report(_ error: any Error, streams: StandardStreams) -> Int32 {
        let code = MoviesCommand.exitCode(for: error).rawValue
        if code == ExitStatus.success {
            do {
                try streams.printOut(RootHelp.completing(MoviesCommand.fullMessage(for: error), width: TerminalWidth.forPlainOutput()))
            } catch let failure as AppError {
                streams.printError("movies: \(failure.message)")
                return failure.exitCode
            } catch {
                return ExitStatus.failure
            }
            return code
        }
        if let suggestion = CommandSuggestion.forMistypedCommand(in: Array(CommandLine.arguments.dropFirst())) {
            streams.printError("movies: \(suggestion) Run 'movies --help' for usage.")
            return ExitStatus.usage
        }
        let message = MoviesCommand.message(for: error)
            .replacing("Error: ", with: "")
            .trimmingWhitespace
        guard !message.isEmpty else { return code }
        let sentence = message.hasSuffix(".") || message.hasSuffix("?") ? message : message + "."
        streams.printError("movies: \(sentence) Run 'movies --help' for usage.")
        return code == ExitCode.validationFailure.rawValue ? ExitStatus.usage : code
    }
}
