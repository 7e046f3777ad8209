package org.pcmemu.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pcmemu.emulator.WindowRunResult;
import org.pcmemu.harness.Catalog;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.ReportFile;

/** Reports of the harness ({@code compare}) on standard output: a text table, CSV or one JSON array. */
final class ReportOutput {
    private ReportOutput() {
    }

    /** The text table; {@code winners[i]} marks the least measured cost of its machine with "*". */
    static void table(PrintWriter out, List<Report> reports, boolean[] winners, Catalog catalog) {
        int machineWidth = "machine".length();
        int algorithmWidth = "algorithm".length() + 2;
        for (Report r : reports) {
            machineWidth = Math.max(machineWidth, r.machine().label().length());
            algorithmWidth = Math.max(algorithmWidth, algorithm(r, catalog).length() + 2);
        }
        String format = "%-" + machineWidth + "s  %-" + algorithmWidth + "s %10s %10s  %-8s %7s  %s%n";
        out.printf(Locale.ROOT, format, "machine", "algorithm", "measured", "bound", "claim", "ratio", "holds");
        for (int i = 0; i < reports.size(); i++) {
            Report r = reports.get(i);
            out.printf(Locale.ROOT, format, r.machine().label(), algorithm(r, catalog) + (winners[i] ? " *" : ""),
                    r.measured(), r.hasBound() ? Long.toString(r.bound().value()) : "-",
                    r.hasBound() ? r.claim().label() : "none",
                    r.hasBound() ? String.format(Locale.ROOT, "%.3f", r.ratio()) : "-",
                    r.hasBound() ? (r.holds() ? "yes" : "NO") : "-");
        }
        out.println("* the least measured cost on its machine");
        if (!reports.isEmpty() && reports.get(0).spread() != null) {
            out.println("--latency-spread " + reports.get(0).spread().seed() + ": every latency in [1, L]; each"
                    + " claim is its algorithm's under a spread (none: none holds), docs/algorithms.md");
        }
    }

    /*
     * The algorithm with the parameters it ran with, given or chosen by itself ("kary k=4",
     * "heywood-ranka k=4"), so that a table shows every value a run depended on.
     */
    static String algorithm(Report r, Catalog catalog) {
        StringBuilder sb = new StringBuilder(r.algorithm());
        for (var p : catalog.find(r.problem(), r.machine().kind(), r.algorithm()).parameters()) { // their order
            if (r.parameters().containsKey(p.name())) {
                long v = r.parameters().get(p.name());
                sb.append(' ').append(p.name()).append('=').append(p.isChoice() ? p.label(v) : Long.toString(v));
            }
        }
        if (!r.parameters().containsKey("k") && r.figures().get("k") instanceof Number k) {
            sb.append(" k=").append(k.longValue());
        }
        return sb.toString();
    }

    static void csv(PrintWriter out, List<Report> reports) {
        out.println(String.join(",", ReportFile.header()));
        for (Report r : reports) {
            out.println(ReportFile.csvRow(r));
        }
    }

    static void json(PrintWriter out, List<Report> reports, boolean[] winners) throws IOException {
        try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
            g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            g.useDefaultPrettyPrinter();
            g.writeStartArray();
            for (int i = 0; i < reports.size(); i++) {
                Report r = reports.get(i);
                g.writeStartObject();
                g.writeStringField("problem", r.problem());
                g.writeStringField("model", r.machine().kind().label());
                g.writeObjectFieldStart("machine");
                g.writeNumberField(r.machine().kind().processors(), r.machine().processors());
                for (Map.Entry<String, String> e : r.machine().parameters().entrySet()) {
                    g.writeStringField(e.getKey(), e.getValue());
                }
                g.writeEndObject();
                g.writeStringField("algorithm", r.algorithm());
                g.writeObjectFieldStart("parameters");
                for (Map.Entry<String, Long> e : r.parameters().entrySet()) {
                    g.writeNumberField(e.getKey(), e.getValue());
                }
                g.writeEndObject();
                g.writeNumberField("measured", r.measured());
                if (r.hasBound()) { // a user's program without a bound has none of these
                    g.writeNumberField("bound", r.bound().value());
                    g.writeStringField("claim", r.claim().label());
                    g.writeBooleanField("claimHolds", r.holds());
                    g.writeNumberField("ratio", r.ratio());
                    g.writeStringField("boundSource", r.bound().source());
                }
                if (r.spread() != null) { // the claim is the one under a spread; the bound for latency L beside it
                    g.writeNumberField("latencySpread", r.spread().seed());
                    if (r.spread().exact() != null) {
                        g.writeNumberField("exactBound", r.spread().exact().value());
                        g.writeStringField("exactClaim", r.spread().exact().claim().label());
                    }
                    if (!r.spread().unclaimed().isEmpty()) {
                        g.writeStringField("unclaimed", r.spread().unclaimed());
                    }
                }
                g.writeNumberField("messages", r.messages());
                g.writeNumberField("words", r.words());
                if (r.result() instanceof WindowRunResult w) {
                    g.writeNumberField("windows", w.windows()); // the window engine's synchronization windows
                } else {
                    g.writeNumberField("supersteps", r.steps()); // the barrier engine's priced steps
                }
                g.writeNumberField("wallMillis", r.wallMillis());
                g.writeBooleanField("winner", winners[i]);
                g.writeObjectFieldStart("figures");
                for (Map.Entry<String, Number> e : r.figures().entrySet()) {
                    g.writeFieldName(e.getKey());
                    if (e.getValue() instanceof Double d) {
                        g.writeNumber(d);
                    } else {
                        g.writeNumber(e.getValue().longValue());
                    }
                }
                g.writeEndObject();
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        out.println();
    }

    /** 0, or 3 with a line on {@code err} per report whose claim does not hold. */
    static int claims(List<Report> reports, PrintWriter err) {
        int code = 0;
        for (Report r : reports) {
            if (!r.holds()) {
                err.println("pcmemu: the claim does not hold: " + r.machine().label() + " " + r.algorithm()
                        + " measured " + r.measured() + " is not " + r.claim().relation() + " the bound "
                        + r.bound().value() + " (" + r.bound().source() + ")");
                code = OutputOptions.CLAIM_FAILED;
            }
        }
        err.flush();
        return code;
    }
}
