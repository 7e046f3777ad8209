package org.pcmemu.harness.figures;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.Machine;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunSpec;
import org.pcmemu.harness.pictures.ActivityChart;
import org.pcmemu.harness.pictures.MessageTree;

/**
 * A paper's tree figure reproduced by one emulated run: the communication tree drawn with each
 * node's time, beside every processor's activity ({@link ActivityChart}). The paper's tree is
 * written as its root's time followed by its subtrees in parentheses, children in the figure's
 * order: "0(10(20,24),14(24),18,22)".
 *
 * @param name         the figure's name
 * @param description  one line: what and where in the paper
 * @param caption      the second line of the picture: the paper's caption, shortened
 * @param spec         the run: machine, problem, algorithm, parameters
 * @param paperTree    the paper's tree, with its times
 * @param more         further agreements, from further runs (may be empty)
 */
record TreeFigure(String name, String description, String caption, RunSpec spec, String paperTree,
                  Function<Report, List<Agreement>> more) implements PaperFigure {

    static RunSpec spec(String problem, String machine, int processors, String algorithm, Map<String, Long> parameters) {
        return new RunSpec(problem, Machine.parse(machine, processors), algorithm, parameters,
                RunOptions.defaults().withTrace(true));
    }

    @Override
    public FigureOutput make(boolean full) {
        Report r = spec.run();
        MessageTree tree = MessageTree.of(r.trace()).orElseThrow(() -> new InvalidParameterException(
                name + ": the run's messages do not form a tree"));
        List<Agreement> agreements = new ArrayList<>();
        agreements.add(new Agreement("tree (each node's time; children in the figure's order)", paperTree,
                text(tree, tree.root())));
        agreements.add(new Agreement("times, sorted", sortedTimes(paperTree), sortedTimes(text(tree, tree.root()))));
        agreements.add(new Agreement("cost of the run (" + (tree.broadcast() ? "the last time" : "the root's time")
                + ")", rootOrLast(paperTree, tree.broadcast()), Long.toString(r.measured())));
        agreements.addAll(more.apply(r));
        int[] depth = tree.depths();
        List<List<String>> rows = new ArrayList<>();
        for (int p = 0; p < depth.length; p++) {
            rows.add(List.of(Integer.toString(p), Integer.toString(tree.parent()[p]), Integer.toString(depth[p]),
                    Long.toString(tree.label()[p])));
        }
        String svg = ActivityChart.svg(new ActivityChart.Run(r.problem() + " " + r.algorithm() + " on "
                + r.machine().label(), caption, r.trace(), r.measured(), r.bound().value(), r.claim().label()));
        return new FigureOutput(svg, List.of("processor", "parent", "depth", "time"), rows, agreements);
    }

    /** "0(10(20,24),14(24),18,22)": the subtree of {@code p}, children in order. */
    static String text(MessageTree tree, int p) {
        List<Integer> children = tree.children().get(p);
        String label = Long.toString(tree.label()[p]);
        return children.isEmpty() ? label : label + children.stream().map(c -> text(tree, c))
                .collect(Collectors.joining(",", "(", ")"));
    }

    /** The times of a tree text, ascending: "0, 10, 14, 18, 20, 22, 24, 24". */
    static String sortedTimes(String tree) {
        return Arrays.stream(tree.split("[(),]")).filter(s -> !s.isEmpty()).mapToLong(Long::parseLong).sorted()
                .mapToObj(Long::toString).collect(Collectors.joining(", "));
    }

    /* A broadcast costs its last time; a reduction its root's time. */
    private static String rootOrLast(String tree, boolean broadcast) {
        String[] times = sortedTimes(tree).split(", ");
        return broadcast ? times[times.length - 1] : tree.substring(0, tree.indexOf('('));
    }
}
