package org.pcmemu.algorithms.dbsp.broadcast;

import java.util.ArrayList;
import java.util.List;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.dbsp.DBsp;
import org.pcmemu.models.locality.LatencyFunction;

/**
 * The README's D-BSP table: ROOT against the binary tree for g(k) = l(k) = log k, sqrt k and
 * log^2 k at p = 2^4, 2^8, 2^16. Every cost is measured; the paper's sums are computed.
 *
 * <p>How to run: as {@code HPramBroadcastTable}, with this class's name.
 */
public final class DBspBroadcastTable {
    public static final int[] PROCESSORS = {1 << 4, 1 << 8, 1 << 16};

    private DBspBroadcastTable() {
    }

    /** One row: ROOT and the binary tree on one (l = g, p). */
    public record Row(DBsp model, DBspBroadcastReport root, DBspBroadcastReport binaryTree) {
    }

    public static List<Row> rows(RunOptions options) {
        List<Row> rows = new ArrayList<>();
        for (LatencyFunction l : List.of(LatencyFunction.log(), LatencyFunction.sqrt(), LatencyFunction.logSquared())) {
            for (int p : PROCESSORS) {
                DBsp m = new DBsp(p, l, l);
                rows.add(new Row(m, DBspBroadcastReport.run(m, DBspBroadcast.root(), options),
                        DBspBroadcastReport.run(m, DBspBroadcast.binaryTree(), options)));
            }
        }
        return rows;
    }

    public static String markdown(List<Row> rows) {
        StringBuilder sb = new StringBuilder()
                .append("| g(k) = l(k) | p | ROOT | Thm 3.3 sum | binary tree |\n")
                .append("|---|---:|---:|---:|---:|\n");
        for (Row r : rows) {
            sb.append("| ").append(r.model().latency().name()).append(" | 2^")
                    .append(Integer.numberOfTrailingZeros(r.model().p()))
                    .append(" | ").append(cell(r.root())).append(" | ").append(r.root().theorem33())
                    .append(" | ").append(cell(r.binaryTree())).append(" |\n");
        }
        return sb.toString();
    }

    private static String cell(DBspBroadcastReport r) {
        return r.holds() ? Long.toString(r.measured()) : r.measured() + " (bound " + r.bound().value() + "!)";
    }

    public static void main(String[] args) {
        System.out.println(markdown(rows(RunOptions.defaults())));
    }
}
