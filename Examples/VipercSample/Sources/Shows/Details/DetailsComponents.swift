// Hand-written components of the Details module; DetailsInterfaces come from Details.viper.yaml.

final class DetailsView: DetailsViewInterface {
    var presenter: DetailsPresenterInterface!
    private(set) var title = ""

    func setTitle(_ title: String) { self.title = title }
}

final class DetailsPresenter: DetailsPresenterInterface {
    private unowned let view: DetailsViewInterface
    private let interactor: DetailsInteractorInterface
    private let wireframe: DetailsWireframeInterface
    private let id: String

    init(id: String, view: DetailsViewInterface, interactor: DetailsInteractorInterface, wireframe: DetailsWireframeInterface) {
        self.id = id
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }

    func viewDidLoad() {
        guard let show = interactor.show(id: id) else { return wireframe.close() }
        view.setTitle(show.title)
    }
}

final class DetailsInteractor: DetailsInteractorInterface {
    func show(id: String) -> Show? { ShowCatalog.all.first { $0.id == id } }
}

final class DetailsWireframe: DetailsWireframeInterface {
    static func make(id: String) -> DetailsView {
        let view = DetailsView()
        view.presenter = DetailsPresenter(id: id, view: view, interactor: DetailsInteractor(), wireframe: DetailsWireframe())
        return view
    }

    func close() {}
}
