import Testing
import TextUI

@Suite struct NavigationStackTests {
    @Test func push_putsTheScreenOnTop() {
        var stack = NavigationStack(root: "list")
        stack.push("details")
        #expect(stack.top == "details")
        #expect(stack.root == "list")
        #expect(stack.count == 2)
    }

    @Test func pop_removesTheTopScreen() {
        var stack = NavigationStack(root: "list")
        stack.push("details")
        #expect(stack.pop() == "details")
        #expect(stack.top == "list")
    }

    @Test func pop_neverRemovesTheRoot() {
        var stack = NavigationStack(root: "list")
        #expect(stack.pop() == nil)
        #expect(stack.pop() == nil)
        #expect(stack.count == 1)
        #expect(stack.top == "list")
        #expect(!stack.canPop)
    }

    @Test func popToRoot_removesEverythingAboveTheRootTopFirst() {
        var stack = NavigationStack(root: 0)
        stack.push(1)
        stack.push(2)
        #expect(stack.popToRoot() == [2, 1])
        #expect(stack.screens == [0])
    }

    @Test func replaceRoot_leavesOnlyTheNewRoot() {
        var stack = NavigationStack(root: "search")
        stack.push("details")
        stack.replaceRoot(with: "recent")
        #expect(stack.screens == ["recent"])
    }

    @Test func replaceTop_swapsOnlyTheTopScreen() {
        var stack = NavigationStack(root: "a")
        stack.push("b")
        stack.replaceTop(with: "c")
        #expect(stack.screens == ["a", "c"])
    }
}

struct NavigationStackBoundTests {
    @Test func pushingPastTheLimit_dropsTheOldestAboveTheRoot_andKeepsTheRoot() {
        // given
        var stack = NavigationStack(root: 0)
        var dropped: [Int] = []
        // when: 100 screens pushed with room for 64
        for screen in 1...100 {
            dropped += stack.push(screen, keepingAtMost: 64)
        }
        // then: the root, then the 63 newest; the rest dropped oldest first
        #expect(stack.count == 64)
        #expect(stack.root == 0)
        #expect(stack.screens == [0] + Array(38...100))
        #expect(dropped == Array(1...37))
    }

    @Test func popping_fromTheOldestKeptScreen_landsOnTheRoot() {
        var stack = NavigationStack(root: 0)
        for screen in 1...70 {
            stack.push(screen, keepingAtMost: 64)
        }
        for _ in 0..<62 {
            stack.pop()
        }
        #expect(stack.screens == [0, 8])
        #expect(stack.pop() == 8)
        #expect(stack.top == 0)
    }

    @Test func aLimitBelowTwo_stillKeepsTheRootAndTheNewScreen() {
        var stack = NavigationStack(root: 0)
        stack.push(1, keepingAtMost: 1)
        stack.push(2, keepingAtMost: 1)
        #expect(stack.screens == [0, 2])
    }
}
