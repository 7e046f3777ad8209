package org.pcmemu.harness.figures;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.AtomicFile;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunSpec;

/**
 * The papers' figures that the emulator reproduces, by name ({@code pcmemu figure fft}, the LogP
 * paper's Figure 6, is a command of its own).
 */
public final class Figures {
    private static final List<PaperFigure> ALL = List.of(
            new TreeFigure("logp-fig3",
                    "LogP paper, Figure 3 (SPAA Figure 1): the optimal broadcast tree and each processor's activity,"
                            + " P=8, L=6, o=2, g=4",
                    "LogP paper, Figure 3: optimal broadcast tree for P = 8, L = 6, g = 4, o = 2 (left) and the"
                            + " activity of each processor over time (right); the last value is received at 24",
                    TreeFigure.spec("broadcast", "logp:L=6,o=2,g=4", 8, "optimal", Map.of()),
                    // the figure's tree: the root sends at 0, 4, 8, 12 (children at 10, 14, 18, 22), 10 at 10, 14
                    "0(10(20,24),14(24),18,22)", r -> List.of()),
            new TreeFigure("logp-fig4",
                    "LogP paper, Figure 4: the optimal summation tree and activity, T=28, P=8, L=5, o=2, g=4"
                            + " (79 operands)",
                    "LogP paper, Figure 4: communication tree for optimal summing, T = 28, P = 8, L = 5, g = 4,"
                            + " o = 2; each node labelled with the time its partial sum is complete",
                    TreeFigure.spec("summation", "logp:L=5,o=2,g=4", 8, "optimal", Map.of("operands", 79L)),
                    // §3.3: the root's children complete at T-(2o+L+1), minus g each: 18, 14, 10, 6; recursively
                    "28(18(8,4),14(4),10,6)", Figures::mostOperands),
            new TreeFigure("spaa-fig1",
                    "SPAA paper, §3.2's example: the optimal postal broadcast tree T_9, L=3 (drawn in its Figure 2);"
                            + " its Figure 1 is logp-fig3",
                    "SPAA paper, §3.2: the optimal broadcast tree T_9 for the postal model with L = 3: three leaves"
                            + " with delay 7, two nodes with delay 6; internal nodes H_5, E_2, D_1",
                    TreeFigure.spec("broadcast", "postal:lambda=3", 9, "optimal", Map.of()),
                    // S_7 = {a, a, a, b, b, c, D_1, E_2, H_5}: leaves 7, 7, 7, 6, 6, 5; D_1 at 4, E_2 at 3, H_5 at 0
                    "0(3(6,7),4(7),5,6,7)", r -> List.of()),
            ReceptionFigure.figure2(),
            ReceptionFigure.figure5(),
            new BspTable(),
            new RootTable());

    private Figures() {
    }

    public static List<PaperFigure> all() {
        return ALL;
    }

    /** The figure {@code name}, or an error that lists the known ones. */
    public static PaperFigure find(String name) {
        return ALL.stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow(() ->
                new InvalidParameterException("unknown figure '" + name + "' (known: "
                        + ALL.stream().map(PaperFigure::name).collect(Collectors.joining(", ")) + ", fft)"));
    }

    /** Writes {@code output} as {@code dir/NAME.svg} and {@code dir/NAME.csv}, each whole or not at all. */
    public static List<Path> write(PaperFigure figure, FigureOutput output, Path dir) {
        Path svg = dir.resolve(figure.name() + ".svg");
        Path csv = dir.resolve(figure.name() + ".csv");
        StringBuilder table = new StringBuilder(String.join(",", output.header())).append('\n');
        output.rows().forEach(row -> table.append(row.stream().map(Figures::csvCell)
                .collect(Collectors.joining(","))).append('\n'));
        try {
            AtomicFile.write(svg, out -> out.write(output.svg().getBytes(StandardCharsets.UTF_8)));
            AtomicFile.write(csv, out -> out.write(table.toString().getBytes(StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write figure " + figure.name() + " to " + dir + ": "
                    + e.getMessage(), e);
        }
        return List.of(svg, csv);
    }

    private static String csvCell(String cell) {
        return cell.contains(",") || cell.contains("\"") ? "\"" + cell.replace("\"", "\"\"") + "\"" : cell;
    }

    /* Figure 4's 79 operands are the most that T = 28 allows: 79 take 28 cycles, 80 take more. */
    private static List<Agreement> mostOperands(Report at79) {
        Report at80 = new RunSpec(at79.problem(), at79.machine(), at79.algorithm(), Map.of("operands", 80L),
                RunOptions.defaults()).run();
        String most = at80.measured() <= 28 ? "80 or more" : at79.measured() <= 28 ? "79" : "fewer than 79";
        return List.of(new Agreement("operands summed within T = 28 (79 take " + at79.measured() + " cycles, 80 take "
                + at80.measured() + ")", "79", most));
    }
}
