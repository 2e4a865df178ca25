import Architecture
import SpecParser

extension SpecDrafter {
    /// What drafting one module needs from the others, and the types the drafts use that
    /// no spec declares, which go to `knownTypes`.
    struct Context {
        var app: AppModel
        var modules: Set<String>
        /// Protocols the drafted specs generate, which specs may name without declaring.
        var protocols: Set<String>
        var convention: Convention
        var knownTypes = Set<String>()
        /// The protocol names modules were drafted with (`protocol:`), which their specs declare.
        var ownProtocols = Set<String>()
        /// The namespaces modules were drafted with (`namespace:`), which viperc declares.
        var namespaces = Set<String>()
        /// `name: Type` of what the routes into a module pass, by module.
        var parameters: [String: [String]] = [:]
        /// Modules with neither a builder nor a router in the code: drafted `assembler: none`,
        /// and every route into them `custom`.
        var assembledByOpener = Set<String>()
        /// Modules drafted `view: none`: a presenter with no view in the code.
        var viewless = Set<String>()
        /// Those of `viewless` whose builder assembles them (the rest, whatever opens them).
        var builtViewless = Set<String>()
        /// The modules whose components conform to each protocol, by the protocol's name.
        var implementers: [String: Set<String>] = [:]
        /// The references the module being drafted holds in code that a spec can declare: a
        /// protocol property of such a reference's stored name would collide with it.
        var heldReferences = Set<ReferenceKey>()
        /// Whether the module being drafted has an interactor output (`interactor: output:`),
        /// without which the spec has no 'interactor.output' reference.
        var draftsOutput = false
    }
}
