import CodeSource
import Testing

/// Module names that one is a prefix of, without case, name one module; the shortest stands
/// for them. Many names take another path than few, with the same answers.
struct DistinctModulesTests {
    static let names: Set<String> = ["ToDoDetail", "TodoDetailList", "Cards", "CardsGraph", "Profile", "ProfileEdit", "Map", "Settings"]
    static let expected = ["Cards", "Map", "Profile", "Settings", "ToDoDetail"]

    @Test func fewNamesNestedByPrefixNameOneModuleEach() {
        #expect(ModelRecovery.distinctModules(Self.names) == Self.expected)
    }

    /// Forty more names, none a prefix of another or of the names above: the answer keeps them
    /// all and still folds the nested ones.
    @Test func manyNamesFoldAsFewDo() {
        let extra = Set((0..<40).map { "Zeta\($0)Screen" })
        #expect(ModelRecovery.distinctModules(Self.names.union(extra)) == (Self.expected + extra).sorted())
        let nested = Set((0..<40).map { "Cards\($0)" })
        #expect(ModelRecovery.distinctModules(Self.names.union(nested)) == Self.expected)
    }
}
