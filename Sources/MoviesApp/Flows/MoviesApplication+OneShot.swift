import CMainThreadJobs
import MoviesPresentation
import MoviesUI

extension MoviesApplication {
    /// What a one-shot run prints of the screen it ends on.
    enum OneShotFormat: Equatable {
        /// The screen as plain text, every row numbered.
        case plainText
        /// The screen's machine-readable form (`--json`).
        case json
    }

    /// Runs the flow as the UI would, waits for its answers, opens row
    /// `select` (1-based) as Enter would, and prints the screen it ends on once.
    ///
    /// The one path of every one-shot command, plain or JSON: the same
    /// coordinators, view models and screens as the full-screen UI.
    /// - Throws: `AppError` when the screen has nothing to show, or `select`
    ///   is not one of its rows.
    func printOnce(
        options: MoviesSceneOptions,
        format: OneShotFormat,
        select: Int? = nil
    ) async throws {
        // A one-shot run waits for its answers and exits: its tasks' jobs can
        // all run on the main thread, and a cache hit then starts no thread
        // (see main.swift). Claimed before the flow starts its first task.
        _ = movies_jobs_claim_main_thread()
        if format == .plainText { announceDataSource() }
        let navigator = MoviesScreenNavigator()
        let flow = AppSceneFlows.makeCoordinator(container: container, navigator: navigator, options: options)
        // The coordinator is only weakly referenced by the screens' actions.
        defer { withExtendedLifetime(flow) {} }
        flow.start(options.destination)
        await navigator.waitUntilSettled()
        guard var screen = navigator.top else { return }
        try requireSomethingToShow(on: screen)
        if let select {
            let count = screen.output.numberedRowCount
            guard count > 0, (1...count).contains(select) else {
                throw AppError.selectOutOfRange(select, count: count)
            }
            screen.output.openRow(at: select - 1)
            await navigator.waitUntilSettled()
            guard let opened = navigator.top else { return }
            screen = opened
            try requireSomethingToShow(on: screen)
        }
        try print(screen, as: format)
    }

    /// Throws the screen's failure unless what it shows may stand despite it
    /// (a cached page after the network failed).
    private func requireSomethingToShow(on screen: any MoviesScreen) throws {
        guard let failure = screen.output.loadFailure else { return }
        if screen.output.showsFetchedData && failure.allowsShownDataToStand { return }
        throw AppError(failure, configuration: container.configuration)
    }

    private func print(_ screen: any MoviesScreen, as format: OneShotFormat) throws {
        switch format {
        case .plainText:
            // Not `joined(separator:)`: see `Requestable.makeURL`.
            let lines = screen.output.plainTextLines(width: TerminalWidth.forPlainOutput())
            var text = lines.first ?? ""
            for line in lines.dropFirst() {
                text += "\n" + line
            }
            try container.streams.printOut(text)
        case .json:
            guard let document = screen.output.jsonDocument() else {
                throw AppError.usage("This screen has no JSON form; leave out --json.")
            }
            try container.streams.printOut(try JSONOutputEncoder.string(document))
        }
    }
}
