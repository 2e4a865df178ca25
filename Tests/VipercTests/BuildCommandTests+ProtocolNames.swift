import Foundation
import TestSupport
import Testing

/// A component's `protocol:`: a module written before the team's naming keeps its protocol
/// names (`SignInPresenterProtocol` where the convention says `SignInPresenter`).
extension BuildCommandTests {
    /// The posts example's sign-in module with its own presenter, output and router protocols.
    func ownProtocolNames() throws -> String {
        let folder = try scratch()
        let signIn = folder + "/specs/posts/SignIn.viper.yaml"
        var text = try String(contentsOfFile: signIn, encoding: .utf8)
        for (old, new) in [
            ("presenter:\n  methods:", "presenter:\n  protocol: SignInPresenterProtocol\n  type: SignInPresenter\n  methods:"),
            ("router:\n", "router:\n  protocol: SignInNavigation\n"),
            (
                "    - \"signIn(username: String, password: String) async throws -> Session\"\n",
                "    - \"signIn(username: String, password: String) async throws -> Session\"\n  output:\n    protocol: SignInResults\n    methods:\n      - \"signedIn(session: Session)\"\n"
            ),
        ] {
            try #require(text.contains(old), "\(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        try text.write(toFile: signIn, atomically: true, encoding: .utf8)
        return folder + "/specs"
    }

    /// Other code names the presenter's type, so the project lists it as known (as `init
    /// --from` drafts do): an implementation type is the team's code, and may be.
    @Test func anImplementationTypeMayBeAKnownType() throws {
        let folder = try ownProtocolNames()
        let config = folder + "/posts/viperc.yml"
        let settings = try String(contentsOfFile: config, encoding: .utf8)
        try #require(settings.contains("knownTypes: [AuthClient, PostsClient]"))
        try settings.replacingOccurrences(
            of: "knownTypes: [AuthClient, PostsClient]", with: "knownTypes: [AuthClient, PostsClient, SignInPresenter]"
        ).write(toFile: config, atomically: true, encoding: .utf8)
        let build = try viperc(["build", "posts", "--output", "out", "--quiet"], in: folder)
        #expect(build.status == 0, Comment(rawValue: build.stdout + build.stderr))
    }

    /// The protocols take the module's names everywhere: declared, adopted by the skeletons and
    /// mocks, and what is written compiles.
    @Test func aModuleNamesItsOwnProtocols() throws {
        let folder = try ownProtocolNames()
        let build = try viperc(["build", "posts", "--output", "out", "--skeletons", "--tests", "--verify", "--quiet"], in: folder)
        #expect(build.status == 0, Comment(rawValue: build.stdout + build.stderr))
        let interfaces = contents(folder + "/out/SignIn/SignInInterfaces.swift") ?? ""
        for name in ["SignInPresenterProtocol", "SignInNavigation", "SignInResults"] {
            #expect(interfaces.contains("protocol \(name)"), Comment(rawValue: interfaces))
        }
        #expect(!interfaces.contains("protocol SignInRouter"), Comment(rawValue: interfaces))
        let presenter = contents(folder + "/out/SignIn/SignInPresenter.swift") ?? ""
        #expect(presenter.contains("SignInPresenterProtocol"), Comment(rawValue: presenter))
    }

    /// A name given twice is refused like any generated name that collides.
    @Test func anOwnProtocolNameThatCollidesIsRefused() throws {
        let folder = try ownProtocolNames()
        let signIn = folder + "/posts/SignIn.viper.yaml"
        let text = try String(contentsOfFile: signIn, encoding: .utf8)
        try text.replacingOccurrences(of: "protocol: SignInNavigation", with: "protocol: SignInResults")
            .write(toFile: signIn, atomically: true, encoding: .utf8)
        let build = try viperc(["build", "posts", "--output", "out"], in: folder)
        #expect(build.status == 1)
        #expect(build.stderr.contains("SignInResults") && build.stderr.contains("[name-collision]"), Comment(rawValue: build.stderr))
    }

    /// A name Swift or the project already gives a type is refused: the protocol would hide it.
    @Test func anOwnNameThatHidesAnotherTypeIsRefused() throws {
        for (name, id) in [("String", "invalid-name"), ("AuthClient", "name-collision")] {
            let folder = try ownProtocolNames()
            let signIn = folder + "/posts/SignIn.viper.yaml"
            let text = try String(contentsOfFile: signIn, encoding: .utf8)
            try text.replacingOccurrences(of: "protocol: SignInNavigation", with: "protocol: \(name)")
                .write(toFile: signIn, atomically: true, encoding: .utf8)
            let build = try viperc(["build", "posts", "--output", "out"], in: folder)
            #expect(build.status == 1)
            #expect(
                build.stderr.contains("'\(name)' (wireframe.protocol of module 'SignIn')") && build.stderr.contains("[\(id)]"),
                Comment(rawValue: build.stderr))
        }
    }
}
