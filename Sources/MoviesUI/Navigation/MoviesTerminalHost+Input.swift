import TextUI

/// Where a key or a click goes: the `?` overlay, the `a` picker or `L`
/// form, the screen, then the keys of every screen.
extension MoviesTerminalHost {
    func handle(_ key: Key) -> Outcome {
        // A terminal that catches SIGINT turns Ctrl-C into `.signal(.interrupt)`;
        // one that passes the key on means the same.
        if key == .ctrl("c") { return .end(.interrupt) }
        if case .mouse(let event) = key { return handle(event) }
        if var overlay = helpOverlay {
            helpOverlay = overlay.handle(key) == .close ? nil : overlay
            return .keepGoing
        }
        if navigator.top?.scaffold.handlePickerKey(key) == true { return .keepGoing }
        navigator.top?.scaffold.keyArrived()
        if navigator.handle(key) {
            if let text = navigator.top?.scaffold.takeClipboardText() { terminal.write(ControlSequence.setClipboard(text)) }
            return .keepGoing
        }
        switch KeyTable.everywhere.command(for: key) {
        case .quit:
            return .quit
        case .redraw:
            renderer.invalidate()
        case .home:
            navigator.goHome()
        case .help:
            helpOverlay = KeyHelpOverlay(keyMap: navigator.keyMap, theme: theme)
        default:
            // One line says the key did nothing, and where to look.
            navigator.top?.scaffold.noteUnbound(key)
        }
        return .keepGoing
    }

    /// A click on a step of the breadcrumb goes back there; other clicks go
    /// to the screen; the wheel the screen does not take moves as ↑/↓ would.
    func handle(_ event: MouseEvent) -> Outcome {
        if var overlay = helpOverlay {
            switch event.kind {
            case .wheelUp: _ = overlay.handle(.up)
            case .wheelDown: _ = overlay.handle(.down)
            default: break
            }
            helpOverlay = overlay
            return .keepGoing
        }
        // The `a` picker and the `L` form are worked with keys; a click does not reach the screen under it.
        if navigator.top?.scaffold.isPicking == true { return .keepGoing }
        if case .press(button: 0) = event.kind, event.row == 0,
           let step = navigator.top?.scaffold.breadcrumbSpans.first(where: { $0.columns.contains(event.column) }) {
            navigator.pop(toDepth: step.depth)
            return .keepGoing
        }
        if navigator.top?.handle(.mouse(event)) == true { return .keepGoing }
        let wheelKey: Key? = switch event.kind {
        case .wheelUp: .up
        case .wheelDown: .down
        default: nil
        }
        if let wheelKey {
            for _ in 0..<Self.wheelStep { _ = navigator.handle(wheelKey) }
        }
        return .keepGoing
    }

    /// Rows the wheel moves a notch.
    static let wheelStep = 3
}
