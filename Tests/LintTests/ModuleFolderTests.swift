import Testing

@testable import CodeSource
@testable import Lint

/// A module's folder is its files' folder with role folders climbed out of. Plain ASCII folders
/// take a shortcut; these cases hold the shortcut to the general rule.
struct ModuleFolderTests {
    @Test(arguments: [
        ("App/Home", "App/Home"),
        ("App/Home/View", "App/Home"),
        ("App/Home/Presenter/Views", "App/Home"),
        ("/abs/Home/presenter", "/abs/Home"),
        ("/abs/Home", "/abs/Home"),
        ("App//Home", "App/Home"),
        ("App/Home/", "App/Home"),
        ("View", ""),
        ("", ""),
        ("/", ""),
        ("Modules/Café", "Modules/Café"),
        ("Modules/Home/\u{301}View", "Modules/Home/\u{301}View"),
    ])
    func climbsOutOfRoleFolders(folder: String, expected: String) {
        #expect(ModelRecovery.moduleFolder(folder) == expected)
    }
}
