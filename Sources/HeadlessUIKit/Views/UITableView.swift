import Foundation

/// A list of selectable rows. Rows come from the data source, as in UIKit; each row's cell
/// carries the `accessibilityIdentifier` a user (or a scenario) finds it by.
@MainActor
open class UITableView: UIView {
  public enum Style: Sendable { case plain, grouped, insetGrouped }

  public let style: Style
  open weak var dataSource: (any UITableViewDataSource)?
  open weak var delegate: (any UITableViewDelegate)?
  private var cells: [(indexPath: IndexPath, cell: UITableViewCell)] = []
  private var needsReload = true

  public init(style: Style = .plain) {
    self.style = style
  }

  /// Asks the data source again; also done lazily the first time the rows are looked at, as
  /// UIKit loads a table's rows at its first layout.
  open func reloadData() {
    for entry in cells { entry.cell.removeFromSuperview() }
    cells = []
    needsReload = false
    guard let dataSource else { return }
    for section in 0..<dataSource.numberOfSections(in: self) {
      for row in 0..<dataSource.tableView(self, numberOfRowsInSection: section) {
        let indexPath = IndexPath(row: row, section: section)
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cells.append((indexPath, cell))
        addSubview(cell)
      }
    }
  }

  open var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return cells.map(\.cell)
  }

  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    return cells.first { $0.indexPath == indexPath }?.cell
  }

  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    cells.first { $0.cell === cell }?.indexPath
  }

  open func numberOfRows(inSection section: Int) -> Int {
    layoutIfNeeded()
    return cells.filter { $0.indexPath.section == section }.count
  }

  /// Selecting a row in code does not call the delegate, as in UIKit.
  open func selectRow(at indexPath: IndexPath?, animated: Bool) {}

  open func layoutIfNeeded() {
    if needsReload { reloadData() }
  }

  /// A user's tap on a row: the delegate hears `didSelectRowAt`.
  func userSelect(_ cell: UITableViewCell) {
    guard let indexPath = indexPath(for: cell) else { return }
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }
}

@MainActor
open class UITableViewCell: UIView {
  public enum CellStyle: Sendable { case `default`, subtitle, value1, value2 }

  public let reuseIdentifier: String?
  public let textLabel: UILabel? = UILabel()
  public let detailTextLabel: UILabel? = UILabel()

  public init(style: CellStyle = .default, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init()
  }
}

@MainActor
public protocol UITableViewDataSource: AnyObject {
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

@MainActor
public protocol UITableViewDelegate: AnyObject {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// UIKit adds `row` and `section` to Foundation's IndexPath; so does this stand-in.
extension IndexPath {
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  public var section: Int { self[0] }
  public var row: Int { self[1] }
}
