import MoviesPresentation
@testable import MoviesUI
import Testing
import TextUI

/// The navigator keeps at most `maximumDepth` screens (DESIGN: past 64 the
/// oldest above home are dropped, home never is, and memory stays flat).
@MainActor
struct MoviesScreenNavigatorBoundTests {
    /// A screen that only has a name.
    private final class NamedScreen: MoviesScreen {
        let breadcrumbTitle: String
        var onChange: (@MainActor () -> Void)?
        var trailBelow: (@MainActor () -> [String])?
        private(set) var loadCount = 0

        init(_ name: String) { breadcrumbTitle = name }

        func viewDidLoad() { loadCount += 1 }
        func draw(into buffer: inout ScreenBuffer, in area: Rect) {}
        func plainTextLines(width: Int) -> [String] { [breadcrumbTitle] }
        var keyMap: KeyMap { KeyTable.everywhere }
        func handle(_ key: Key) -> Bool { false }
        func waitUntilSettled() async {}
        var loadFailure: FailureViewModel? { nil }
        var showsFetchedData: Bool { true }
        var numberedRowCount: Int { 0 }
        func openRow(at index: Int) {}
        func jsonDocument() -> (any Encodable & Sendable)? { nil }
    }

    @Test func pushingPast64Screens_keepsHomeAndThe63Newest_andLetsTheRestGo() {
        // given
        let navigator = MoviesScreenNavigator()
        let home = NamedScreen("Home")
        navigator.setRoot(home)
        weak var firstPushed: NamedScreen?
        // when: 100 screens, one after another
        for index in 1...100 {
            let screen = NamedScreen("Screen \(index)")
            if index == 1 { firstPushed = screen }
            navigator.push(screen)
        }
        // then
        #expect(MoviesScreenNavigator.maximumDepth == 64)
        #expect(navigator.depth == 64)
        #expect(navigator.screens.first === home)
        #expect(navigator.screens.dropFirst().map(\.breadcrumbTitle) == (38...100).map { "Screen \($0)" })
        #expect(firstPushed == nil, "a dropped screen is released")
        #expect(navigator.trail(below: navigator.screens[1]) == ["Home"])
    }

    @Test func goingBackFromTheOldestKeptScreen_landsHome_whichLoadsOnce() {
        let navigator = MoviesScreenNavigator()
        let home = NamedScreen("Home")
        navigator.setRoot(home)
        for index in 1...80 {
            navigator.push(NamedScreen("Screen \(index)"))
        }
        for _ in 0..<62 {
            navigator.pop()
        }
        #expect(navigator.top?.breadcrumbTitle == "Screen 18")
        navigator.pop()
        #expect(navigator.top === home)
        navigator.pop()
        #expect(navigator.top === home && navigator.depth == 1)
        #expect(home.loadCount == 1)
    }
}
