// Hand-written components of the Details module; DetailsInterfaces come from Details.viper.yaml.

final class DetailsView: DetailsViewInterface {
    var presenter: DetailsModuleInterface!
    private(set) var title = ""

    func setTitle(_ title: String) { self.title = title }
}

final class DetailsPresenter: DetailsModuleInterface {
    private weak var view: DetailsViewInterface?
    private let interactor: DetailsInteractorInput
    private let wireframe: DetailsWireframeInput
    private let id: String

    init(id: String, view: DetailsViewInterface, interactor: DetailsInteractorInput, wireframe: DetailsWireframeInput) {
        self.id = id
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }

    func viewDidLoad() {
        guard let show = interactor.show(id: id) else { return wireframe.close() }
        view?.setTitle(show.title)
    }
}

final class DetailsInteractor: DetailsInteractorInput {
    func show(id: String) -> Show? { ShowCatalog.all.first { $0.id == id } }
}

final class DetailsWireframe: DetailsWireframeInput {
    static func make(id: String) -> DetailsView {
        let view = DetailsView()
        view.presenter = DetailsPresenter(id: id, view: view, interactor: DetailsInteractor(), wireframe: DetailsWireframe())
        return view
    }

    func close() {}
}
