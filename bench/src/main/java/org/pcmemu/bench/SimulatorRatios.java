package org.pcmemu.bench;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The ratios of a {@link SimulatorBenchmark} session: reads its JMH results (JSON, {@code -rf json})
 * and prints, per workload and P, the emulator's time per run under each capacity mode, each
 * simulator's and the virtual-thread floor's ({@code threadFloor}, broadcast rows), and the
 * ratios emulator / simulator, floor / simulator and emulator / floor for every pair. The ratios are divisions of measured
 * scores, nothing else.
 *
 * <p>How to run: {@code java -cp bench/target/benchmarks.jar org.pcmemu.bench.SimulatorRatios simulator.json}
 */
public final class SimulatorRatios {
    private static final String USAGE = "usage: SimulatorRatios RESULTS.json   (JMH results of SimulatorBenchmark, -rf json)";
    private static final String PREFIX = SimulatorBenchmark.class.getName() + ".";

    private SimulatorRatios() {
    }

    /** One workload at one P: scores by column (check, enforce, floor, tuned, plain), in one unit. */
    record Row(String workload, int processors, Map<String, Double> scores, String unit) {
    }

    public static void main(String[] args) {
        if (args.length != 1) {
            ScaleArguments.refuse("SimulatorRatios", args.length == 0 ? "the results file is missing"
                    : "one results file, got " + args.length + " arguments", USAGE);
            return;
        }
        List<Row> rows;
        try {
            rows = read(new ObjectMapper().readTree(Files.readString(Path.of(args[0]))));
        } catch (NoSuchFileException e) {
            ScaleArguments.refuse("SimulatorRatios", args[0] + ": no such file", USAGE);
            return;
        } catch (JsonProcessingException e) {
            ScaleArguments.refuse("SimulatorRatios", args[0] + ": not JSON: " + e.getOriginalMessage(), USAGE);
            return;
        } catch (IOException | IllegalArgumentException e) {
            ScaleArguments.refuse("SimulatorRatios", args[0] + ": " + e.getMessage(), USAGE);
            return;
        }
        print(rows, System.out);
    }

    /** The rows of a JMH results array; throws IllegalArgumentException if it holds no SimulatorBenchmark result. */
    static List<Row> read(JsonNode results) {
        if (!results.isArray()) {
            throw new IllegalArgumentException("not a JMH results array");
        }
        Map<String, Row> byKey = new TreeMap<>();
        for (JsonNode r : results) {
            String name = r.path("benchmark").asText("");
            if (!name.startsWith(PREFIX)) {
                continue;
            }
            String method = name.substring(PREFIX.length());
            String workload = method.startsWith("broadcast") || method.equals("threadFloor") ? "broadcast"
                    : method.startsWith("exchange") ? "exchange" : null;
            JsonNode params = r.path("params");
            JsonNode metric = r.path("primaryMetric");
            if (workload == null || !params.has("P") || !metric.has("score")) {
                continue;
            }
            String column = method.equals("threadFloor") ? "floor"
                    : method.endsWith("Emulator") ? params.path("capacity").asText("")
                    : params.path("simulator").asText("tuned");
            int p = Integer.parseInt(params.get("P").asText());
            String unit = metric.path("scoreUnit").asText("");
            Row row = byKey.computeIfAbsent(workload + String.format(Locale.ROOT, "%012d", p),
                    k -> new Row(workload, p, new TreeMap<>(), unit));
            if (!row.unit().equals(unit)) {
                throw new IllegalArgumentException("scores in " + row.unit() + " and " + unit + " for " + workload
                        + " at P = " + p);
            }
            row.scores().put(column, metric.get("score").asDouble());
        }
        if (byKey.isEmpty()) {
            throw new IllegalArgumentException("no SimulatorBenchmark result in it");
        }
        return new ArrayList<>(byKey.values());
    }

    static void print(List<Row> rows, PrintStream out) {
        String[] emulated = {"check", "enforce", "floor"};
        String[] simulated = {"tuned", "plain", "floor"};
        out.printf(Locale.ROOT, "%-10s %9s %12s %12s %12s %12s %12s %6s  %s%n", "workload", "P", "check", "enforce", "floor",
                "tuned", "plain", "unit", "emulator (or the thread floor) / simulator (or the floor)");
        for (Row r : rows) {
            StringBuilder ratios = new StringBuilder();
            for (String e : emulated) {
                for (String s : simulated) {
                    if (e.equals(s)) {
                        continue;
                    }
                    Double a = r.scores().get(e);
                    Double b = r.scores().get(s);
                    if (a != null && b != null) {
                        double q = a / b;
                        ratios.append(String.format(Locale.ROOT, q < 1 ? "%s%s/%s %.3f (%.1f times faster)" : "%s%s/%s %.2f",
                                ratios.isEmpty() ? "" : ", ", e, s, q, 1 / q));
                    }
                }
            }
            out.printf(Locale.ROOT, "%-10s %9d %12s %12s %12s %12s %12s %6s  %s%n", r.workload(), r.processors(),
                    score(r, "check"), score(r, "enforce"), score(r, "floor"), score(r, "tuned"), score(r, "plain"), r.unit(),
                    ratios);
        }
    }

    private static String score(Row r, String column) {
        Double v = r.scores().get(column);
        return v == null ? "-" : String.format(Locale.ROOT, "%.1f", v);
    }
}
