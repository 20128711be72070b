/// Like a memory-graph debugger for one app run: components register with a role and an
/// anchor; an object alive while its anchor is not in the window is a leak. ARC frees
/// deterministically, so the check is exact. View controllers that enter the window are
/// registered as views automatically, so both variants are checked alike.
@MainActor
public final class LifetimeTracker {
  public enum Anchor {
    case viewController(UIViewController)
    /// App-lifetime objects (a root wireframe, an app coordinator): they leak once the app ends.
    case window
  }

  @MainActor
  private final class Registration {
    weak var object: AnyObject?
    let typeName: String
    let role: ComponentRole
    weak var anchor: UIViewController?
    let anchoredToWindow: Bool
    var anchorName: String
    var leftWindowAt: String?
    var wasInWindow = true

    init(object: AnyObject, role: ComponentRole, anchor: UIViewController?) {
      self.object = object
      typeName = String(describing: type(of: object))
      self.role = role
      self.anchor = anchor
      anchoredToWindow = anchor == nil
      anchorName = anchor.map(HierarchyNotation.describe) ?? "window"
    }

    /// Named by the notation (a screen's name, a container's contents), never a type name;
    /// kept fresh while the anchor lives, so a screen named after registering is named right.
    func refreshAnchorName() {
      if let anchor { anchorName = HierarchyNotation.describe(anchor) }
    }
  }

  weak var window: UIWindow?
  /// Every registration whose object may still be alive; released ones are pruned at each
  /// checkpoint, so that a long run walks only what lives, not all it ever created.
  private var registrations: [Registration] = []
  /// Registrations by their anchor, to find those of the controllers in the window without
  /// walking the others.
  private var byAnchor: [ObjectIdentifier: [Registration]] = [:]
  /// Registrations anchored to a controller that was in the window at the last checkpoint (or
  /// registered since): the only ones whose anchor can have left it.
  private var watched: [Registration] = []
  private var registeredControllers: [ObjectIdentifier: Registration] = [:]
  private var appEnded = false
  public private(set) var createdByRole: [ComponentRole: Int] = [:]

  init() {}

  public func register(_ object: AnyObject, role: ComponentRole, anchor: Anchor) {
    let anchorController: UIViewController?
    switch anchor {
    case .viewController(let controller): anchorController = controller
    case .window: anchorController = nil
    }
    add(Registration(object: object, role: role, anchor: anchorController))
    createdByRole[role, default: 0] += 1
  }

  private func add(_ registration: Registration) {
    registrations.append(registration)
    guard let anchor = registration.anchor else { return }
    byAnchor[ObjectIdentifier(anchor), default: []].append(registration)
    watched.append(registration)
  }

  /// Registers controllers seen in the window for the first time as views anchored to
  /// themselves, and refreshes the anchor names of what is registered on them.
  func noteControllers(_ controllers: [UIViewController]) {
    for controller in controllers {
      let key = ObjectIdentifier(controller)
      if let known = registeredControllers[key], known.object === controller { continue }
      let registration = Registration(object: controller, role: .view, anchor: controller)
      add(registration)
      registeredControllers[key] = registration
      createdByRole[.view, default: 0] += 1
    }
    for controller in controllers {
      for registration in registered(on: controller) { registration.refreshAnchorName() }
    }
  }

  /// The live registrations anchored to this controller (not to an earlier one that had its
  /// address).
  private func registered(on controller: UIViewController) -> [Registration] {
    (byAnchor[ObjectIdentifier(controller)] ?? []).filter {
      $0.anchor === controller && $0.object != nil
    }
  }

  /// Notes, under `label`, which anchors have left the window since the last checkpoint, so
  /// that a leak can say when its screen went away.
  public func checkpoint(_ label: String) {
    let controllers = window?.controllersInWindow() ?? []
    if window != nil { noteControllers(controllers) }
    let inWindow = Set(controllers.map(ObjectIdentifier.init))
    for registration in watched where registration.object != nil {
      let isIn = registration.anchor.map { inWindow.contains(ObjectIdentifier($0)) } ?? false
      if !isIn {
        registration.refreshAnchorName()
        if registration.leftWindowAt == nil { registration.leftWindowAt = label }
        registration.wasInWindow = false
      }
    }
    var stillIn: [Registration] = []
    for controller in controllers {
      for registration in registered(on: controller) {
        registration.leftWindowAt = nil
        registration.wasInWindow = true
        stillIn.append(registration)
      }
    }
    watched = stillIn
    pruneReleased()
  }

  private func pruneReleased() {
    registrations.removeAll { $0.object == nil }
    registeredControllers = registeredControllers.filter { $0.value.object != nil }
    byAnchor = byAnchor.compactMapValues { list in
      let live = list.filter { $0.object != nil && $0.anchor != nil }
      return live.isEmpty ? nil : live
    }
  }

  /// After this, every object of the run that is still alive is a leak.
  public func markAppEnded(at label: String) {
    checkpoint(label)
    appEnded = true
    for registration in registrations where registration.anchoredToWindow {
      registration.leftWindowAt = registration.leftWindowAt ?? label
    }
  }

  /// Alive objects whose anchor is not in the window, sorted by type then role.
  public func leaks() -> [Leak] {
    let inWindow = Set((window?.controllersInWindow() ?? []).map(ObjectIdentifier.init))
    var found: [Leak] = []
    for registration in registrations where registration.object != nil {
      registration.refreshAnchorName()
      let anchorPresent: Bool
      if registration.anchoredToWindow {
        anchorPresent = !appEnded && window != nil
      } else {
        anchorPresent =
          !appEnded
          && registration.anchor.map { inWindow.contains(ObjectIdentifier($0)) } == true
      }
      if !anchorPresent {
        found.append(
          Leak(
            typeName: registration.typeName, role: registration.role,
            anchor: registration.anchorName, leftWindowAt: registration.leftWindowAt))
      }
    }
    return found.sorted { ($0.typeName, $0.role, $0.anchor) < ($1.typeName, $1.role, $1.anchor) }
  }

  /// How many registered objects are alive now, by role.
  public func aliveByRole() -> [ComponentRole: Int] {
    var counts: [ComponentRole: Int] = [:]
    for registration in registrations where registration.object != nil {
      counts[registration.role, default: 0] += 1
    }
    return counts
  }
}
