/// The UI framework a view is written in.
public enum ViewKind: String, Sendable, CaseIterable {
    case uikit, swiftui
}

/// Where a UIKit view controller's view comes from: its code, a scene of its group's
/// storyboard, or a nib of its own.
public enum ViewSource: String, Sendable, CaseIterable {
    case code, storyboard, nib
}
