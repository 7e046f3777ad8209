package org.pcmemu.harness.figures;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.Machine;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunSpec;
import org.pcmemu.harness.pictures.TableChart;
import org.pcmemu.harness.pictures.TableChart.Cell;
import org.pcmemu.models.locality.LatencyFunction;

/**
 * ROOT against the baselines on the H-PRAM and the D-BSP (Juurlink, Kolman, Meyer auf der Heide,
 * Rieping 2003, §3) over p = 2^(2^k) and three latency functions, with g(k) = l(k) on the D-BSP.
 * The paper's values, written here: Theorem 3.2's Eq. (3.1), T(p) = sum_{i=0}^{log log p}
 * 2^i l(p^(1/2^i)), for ROOT on the H-PRAM; the same sum with max{l, g}, the solved recurrence of
 * Theorem 3.3's proof, for ROOT on the D-BSP. The baselines (binary tree, Heywood-Ranka with its
 * fixed k) have no value in the paper: their cells are the emulated costs alone.
 */
final class RootTable implements PaperFigure {
    private static final List<String> LATENCIES = List.of("log k", "sqrt(k)", "log^2 k");

    @Override
    public String name() {
        return "root-table";
    }

    @Override
    public String description() {
        return "Juurlink et al. 2003, §3: ROOT against the baselines on H-PRAM and D-BSP over p and l(k);"
                + " ROOT = Eq. (3.1) / Theorem 3.3's sum";
    }

    @Override
    public FigureOutput make(boolean full) {
        List<List<String>> csv = new ArrayList<>();
        List<List<Cell>> table = new ArrayList<>();
        List<Agreement> agreements = new ArrayList<>();
        for (String latency : LATENCIES) {
            LatencyFunction l = LatencyFunction.parse(latency);
            for (int p : full ? List.of(16, 256, 65536) : List.of(16, 256)) {
                long paper = equation31(l, p);
                List<Cell> row = new ArrayList<>(List.of(Cell.plain(latency), Cell.plain("2^" + log2(p))));
                for (String machine : List.of("hpram:latency=" + latency,
                        "dbsp:latency=" + latency + ",bandwidth=" + latency)) {
                    boolean hPram = machine.startsWith("hpram");
                    for (String algorithm : hPram ? List.of("root", "heywood-ranka", "binary-tree")
                            : List.of("root", "binary-tree")) {
                        Report r = new RunSpec("broadcast", Machine.parse(machine, p), algorithm, Map.of(),
                                RunOptions.defaults()).run();
                        boolean root = algorithm.equals("root");
                        String model = hPram ? "hpram" : "dbsp";
                        csv.add(List.of(latency, Integer.toString(p), model, algorithm, Long.toString(r.measured()),
                                root ? Long.toString(paper) : ""));
                        if (root) {
                            agreements.add(new Agreement("ROOT on " + model + " l(k)=" + latency + " p=" + p
                                    + (hPram ? ": Eq. (3.1)" : ": Theorem 3.3's sum"), Long.toString(paper),
                                    Long.toString(r.measured())));
                            row.add(new Cell(Long.toString(r.measured()), r.measured() == paper));
                            row.add(Cell.plain(Long.toString(paper)));
                        } else {
                            row.add(Cell.plain(r.measured() + (r.figures().containsKey("k")
                                    ? " (k=" + r.figures().get("k") + ")" : "")));
                        }
                    }
                }
                table.add(row);
            }
        }
        String svg = TableChart.svg("ROOT against the baselines: H-PRAM and D-BSP (cycles)",
                List.of("Every number but the paper's columns is an emulated run's cost; ROOT's cells are green where"
                        + " they equal the paper's value.", "D-BSP with g(k) = l(k); p = 2^(2^k), where Eq. (3.1)"
                        + " is exact (Theorem 3.2)."),
                List.of("l(k)", "p", "H-PRAM ROOT", "Eq. (3.1)", "Heywood-Ranka", "binary tree", "D-BSP ROOT",
                        "Thm 3.3 sum", "binary tree"),
                table);
        return new FigureOutput(svg, List.of("latency", "p", "model", "algorithm", "measured", "paper"), csv,
                agreements);
    }

    /** Eq. (3.1): sum_{i=0}^{log log p} 2^i l(p^(1/2^i)) at p = 2^(2^k), where every root is exact. */
    static long equation31(LatencyFunction l, int p) {
        long sum = 0;
        int bits = log2(p); // p^(1/2^i) = 2^(bits / 2^i)
        for (int i = 0; (bits >> i) >= 1; i++) {
            sum += (1L << i) * l.at(1L << (bits >> i));
        }
        return sum;
    }

    private static int log2(int p) {
        return 31 - Integer.numberOfLeadingZeros(p);
    }
}
