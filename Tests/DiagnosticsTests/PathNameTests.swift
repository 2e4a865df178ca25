import Diagnostics
import Support
import Testing

struct PathNameTests {
    @Test func parent() {
        let cases: [(String, String)] = [
            ("a/b/c", "a/b"), ("a", ""), ("/a", "/"), ("a/b/", "a"), (".", ""), ("", ""), ("/", "/"),
            ("./x", "."), ("a//b", "a"), ("//a", "/"), ("..", ""), ("é/ü", "é"),
        ]
        for (path, expected) in cases {
            #expect(PathName.parent(path) == expected, "parent of '\(path)'")
        }
    }

    @Test func lastComponent() {
        let cases: [(String, String)] = [("a/b/c", "c"), ("a/b/", "b"), ("/", "/"), ("", ""), (".", "."), ("x", "x"), ("/a", "a")]
        for (path, expected) in cases {
            #expect(PathName.lastComponent(path) == expected, "last component of '\(path)'")
        }
    }

    @Test func join() {
        #expect(PathName.join("", "x") == "x")
        #expect(PathName.join(".", "x") == "x")
        #expect(PathName.join("a/", "x") == "a/x")
        #expect(PathName.join("/", "x") == "/x")
        #expect(PathName.join("a", "x") == "a/x")
    }
}
