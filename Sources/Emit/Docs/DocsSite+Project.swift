import Architecture
import SpecParser

extension DocsSite {
    /// The documentation of a validated project: its specs' model, as `ModelDocs` documents any
    /// model (the protocols' Swift aside, which the interfaces emitter writes from the specs).
    public init(project: Project) {
        let model = SpecArchitecture.model(of: [project])
        self = ModelDocs(model: model, projects: [project], rewritesPaths: false, specModel: model).site(model.apps[0], origin: .spec)
    }
}
