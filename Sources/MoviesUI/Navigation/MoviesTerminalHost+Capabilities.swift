import TextUI

/// What the terminal can do, asked once after the first frame (DESIGN §7):
/// the queries, their answers among the keys, and the budget that ends the wait.
extension MoviesTerminalHost {
    /// Sends the capability queries once, after the first frame, so start-up
    /// never waits for a terminal; their answers arrive as `.reply` events
    /// among the keys, and the budget ends the wait for those that do not.
    func startCapabilityProbe() {
        var newProbe = TerminalCapabilityProbe(environment: environment)
        newProbe.noteWindow(pixels: terminal.pixelSize, cells: size)
        guard queriesTerminal else {
            capabilityProbeDuration = .zero
            detected(newProbe.environmentCapabilities())
            return
        }
        terminal.expectReplies(within: capabilityBudget)
        terminal.write(newProbe.queries)
        probe = newProbe
        probeStart = ContinuousClock.now
        probeTimer = Task { @MainActor [weak self, capabilityBudget] in
            try? await Task.sleep(for: capabilityBudget, tolerance: .milliseconds(1))
            guard !Task.isCancelled else { return }
            self?.endCapabilityProbe()
        }
    }

    /// Takes a reply while the probe waits; swallows it otherwise (a late one).
    /// - Returns: Whether the screen must be painted again in full.
    func receive(_ reply: TerminalReply) -> Bool {
        guard var current = probe else { return false }
        current.receive(reply)
        probe = current
        guard current.isComplete else { return false }
        endCapabilityProbe()
        // A terminal that does not parse string sequences may have printed them.
        return current.mayHaveShownQueries
    }

    func endCapabilityProbe() {
        guard let finished = probe else { return }
        probe = nil
        probeTimer?.cancel()
        probeTimer = nil
        capabilityProbeDuration = probeStart.map { ContinuousClock.now - $0 }
        detected(finished.capabilities(timedOut: !finished.isComplete))
    }

    func detected(_ found: TerminalCapabilities) {
        capabilities = found
        onCapabilitiesDetected?(found)
    }

    /// Before the terminal is given back, waits (within the budget, and at
    /// most `answerWaitOnQuit` from the queries) for the replies still on
    /// their way: arriving after it, they would be typed into the shell. Keys
    /// meanwhile are dropped: the user asked to leave; a signal or the end of
    /// input ends the wait.
    func awaitOutstandingReplies(_ events: TerminalEvents) async {
        let bound = min(capabilityBudget, answerWaitOnQuit)
        while probe != nil, !isInputEnded, let start = probeStart {
            let remaining = bound - (ContinuousClock.now - start)
            guard remaining > .zero, let event = await Self.nextEvent(of: events, within: remaining) else { return }
            switch event {
            case .reply(let reply): _ = receive(reply)
            case .signal, .endOfInput: return
            case .key, .resize, .resumed: continue
            }
        }
    }

    /// The next event, or `nil` when none comes within `timeout`.
    nonisolated static func nextEvent(of events: TerminalEvents, within timeout: Duration) async -> TerminalEvent? {
        await withTaskGroup(of: TerminalEvent?.self) { group in
            group.addTask {
                var iterator = events.makeAsyncIterator()
                return await iterator.next()
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}
