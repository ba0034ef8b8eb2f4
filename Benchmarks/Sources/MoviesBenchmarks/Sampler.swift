/// Times a piece of work many times over and keeps every duration, so that a
/// figure is a median rather than one lucky or unlucky run.
struct Sampler {
    let warmupRuns: Int
    let measuredRuns: Int

    /// Runs `body` `warmupRuns` times untimed, then `measuredRuns` times timed.
    func measure(_ body: () throws -> Void) rethrows -> Samples {
        for _ in 0..<warmupRuns { try body() }
        let clock = ContinuousClock()
        var durations: [Duration] = []
        durations.reserveCapacity(measuredRuns)
        for _ in 0..<measuredRuns {
            let start = clock.now
            try body()
            durations.append(clock.now - start)
        }
        return Samples(durations: durations)
    }
}

/// The durations of one measurement, in seconds.
struct Samples {
    let seconds: [Double]

    init(seconds: [Double]) {
        self.seconds = seconds.sorted()
    }

    init(durations: [Duration]) {
        seconds = durations.map { duration in
            let parts = duration.components
            return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
        }.sorted()
    }

    var median: Double {
        guard !seconds.isEmpty else { return .nan }
        let middle = seconds.count / 2
        return seconds.count % 2 == 1 ? seconds[middle] : (seconds[middle - 1] + seconds[middle]) / 2
    }

    var minimum: Double { seconds.first ?? .nan }

    /// The value below which `fraction` of the samples lie (nearest rank).
    func percentile(_ fraction: Double) -> Double {
        guard !seconds.isEmpty else { return .nan }
        let rank = Int((fraction * Double(seconds.count)).rounded(.up)) - 1
        return seconds[min(max(0, rank), seconds.count - 1)]
    }
}
