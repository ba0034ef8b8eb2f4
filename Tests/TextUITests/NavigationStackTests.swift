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
