public import MoviesDomain

/// Fetches the posters a list shows beside its rows, and only those.
///
/// The view says which posters its rows on screen name, most wanted first;
/// the loader fetches the ones it does not hold, a few at a time, and cancels
/// the fetches of posters no longer on screen, so scrolling fast through a
/// long list does not leave a queue of downloads behind it. Fetched posters
/// (and the paths that could not be had) are kept for the `capacity` most
/// recent, so scrolling back shows them at once; the response cache on disk
/// keeps the bytes anyway.
@MainActor
public final class ListPostersLoader {
    /// Posters kept in memory: a 185-pixel poster is about 150 kB of pixels.
    public static let defaultCapacity = 60
    /// Fetches under way at once: each is a transfer thread and a decode, and
    /// the poster the user looks at should not queue behind a screenful.
    public static let defaultConcurrentFetches = 4

    private let fetchPosterImageUseCase: any FetchPosterImageUseCase
    private let width: Int
    private let policy: FetchPolicy
    private let capacity: Int
    private let concurrentFetches: Int

    /// Posters fetched by path; `nil` for a path that could not be had.
    private var posters: [String: PosterViewModel?] = [:]
    /// The paths of `posters`, oldest first: the first not on screen goes when the cache is full.
    private var fetchOrder: [String] = []
    /// The paths on screen, most wanted first.
    private var wanted: [String] = []
    private var wantedSet: Set<String> = []
    private var fetches: [String: Task<Void, Never>] = [:]

    /// Called with the path of each poster that arrives or turns out not to be had.
    public var onUpdate: (@MainActor (String) -> Void)?

    /// - Parameters:
    ///   - width: The width in pixels asked of the image server.
    ///   - policy: How the fetches may use the cache and the network.
    ///   - capacity: How many posters are kept (never fewer than those on screen).
    ///   - concurrentFetches: How many fetches run at once.
    public init(
        fetchPosterImageUseCase: any FetchPosterImageUseCase,
        width: Int,
        policy: FetchPolicy = .automatic,
        capacity: Int = ListPostersLoader.defaultCapacity,
        concurrentFetches: Int = ListPostersLoader.defaultConcurrentFetches
    ) {
        self.fetchPosterImageUseCase = fetchPosterImageUseCase
        self.width = width
        self.policy = policy
        self.capacity = max(0, capacity)
        self.concurrentFetches = max(1, concurrentFetches)
    }

    // The fetches hold the loader weakly; nothing else would stop them.
    deinit {
        for fetch in fetches.values { fetch.cancel() }
    }

    /// The posters in memory (fetched or found missing), for tests and bounds.
    public var keptCount: Int { posters.count }

    /// The poster at `path`, if it has arrived.
    public func poster(path: String) -> PosterViewModel? {
        posters[path] ?? nil
    }

    /// Whether the poster at `path` is on screen and on its way (fetching or queued).
    public func isPending(path: String) -> Bool {
        wantedSet.contains(path) && posters.index(forKey: path) == nil
    }

    /// The posters on screen are now those at `paths`, most wanted first:
    /// the missing ones are fetched, the fetches of the others cancelled.
    public func show(paths: [String]) {
        var seen: Set<String> = []
        wanted = paths.filter { !$0.isEmpty && seen.insert($0).inserted }
        wantedSet = seen
        for (path, fetch) in fetches where !wantedSet.contains(path) {
            fetch.cancel()
            fetches[path] = nil
        }
        startFetches()
    }

    /// Forgets the paths that could not be had, so that those on screen are
    /// asked for again (a refresh: the network may be back).
    public func forgetFailures() {
        let failed = posters.filter { $0.value == nil }.map(\.key)
        guard !failed.isEmpty else { return }
        for path in failed { posters[path] = nil }
        fetchOrder.removeAll { failed.contains($0) }
        startFetches()
    }

    /// Stops every fetch; the posters kept stay.
    public func cancelAll() {
        wanted = []
        wantedSet = []
        for fetch in fetches.values { fetch.cancel() }
        fetches = [:]
    }

    /// Returns once no fetch is under way (for one-shot rendering and tests).
    public func waitUntilIdle() async {
        while let fetch = fetches.values.first {
            await fetch.value
            // A cancelled fetch may not have left the table; never wait on it twice.
            if let path = fetches.first(where: { $0.value == fetch })?.key { fetches[path] = nil }
        }
    }

    private func startFetches() {
        for path in wanted where fetches.count < concurrentFetches {
            guard fetches[path] == nil, posters.index(forKey: path) == nil else { continue }
            fetch(path)
        }
    }

    private func fetch(_ path: String) {
        let useCase = fetchPosterImageUseCase
        let width = width
        let policy = policy
        fetches[path] = Task { [weak self] in
            let poster: PosterViewModel?
            do {
                poster = PosterViewModel(try await useCase.execute(path: path, preferredWidth: width, policy: policy))
            } catch {
                // Whatever went wrong, the row shows no poster; a refresh asks again.
                poster = nil
            }
            guard let self, !Task.isCancelled else { return }
            self.fetches[path] = nil
            self.keep(poster, for: path)
            self.onUpdate?(path)
            self.startFetches()
        }
    }

    private func keep(_ poster: PosterViewModel?, for path: String) {
        posters[path] = .some(poster)
        fetchOrder.removeAll { $0 == path }
        fetchOrder.append(path)
        // Posters on screen stay whatever the bound, or they would be fetched again at once.
        while posters.count > capacity, let index = fetchOrder.firstIndex(where: { !wantedSet.contains($0) }) {
            posters[fetchOrder.remove(at: index)] = nil
        }
    }
}
