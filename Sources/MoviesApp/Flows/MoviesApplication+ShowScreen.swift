import MoviesPresentation

/// How every command that has a screen ends, so that they all choose alike:
/// the screen, full screen, at a terminal; printed once otherwise, or with
/// `--json`, or with `--select N`.
extension MoviesApplication {
    /// - Parameter print: what the command prints once instead of the screen.
    func showScreen(
        _ options: @autoclosure () -> MoviesSceneOptions,
        json: Bool,
        select: Int? = nil,
        orPrint print: () async throws -> Void
    ) async throws {
        if !json && select == nil && canShowFullScreen {
            try await runInteractive(options: options())
        } else {
            try await print()
        }
    }

    /// Printed once, the screen is printed as the UI would draw it
    /// (`printOnce`), after opening row `select` as Enter would.
    func showScreen(_ options: MoviesSceneOptions, json: Bool, select: Int? = nil) async throws {
        try await showScreen(options, json: json, select: select) {
            try await printOnce(options: options, format: json ? .json : .plainText, select: select)
        }
    }
}
