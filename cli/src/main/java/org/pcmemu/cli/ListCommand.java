package org.pcmemu.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.pcmemu.harness.Algorithm;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.harness.Parameter;
import org.pcmemu.harness.Registry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code pcmemu list}: the models, and every registered algorithm with its models and parameters. */
@Command(name = "list",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "List the models, and the algorithms of each problem with their models and parameters.",
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN})
final class ListCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    boolean json;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            writeJson(out);
        } else {
            writeText(out);
        }
        out.flush();
        return 0;
    }

    private static void writeText(PrintWriter out) {
        out.println("Models (parameters with their defaults; [optional]):");
        for (ModelKind k : ModelKind.values()) {
            StringBuilder sb = new StringBuilder(k.processors());
            k.required().forEach(n -> sb.append(", ").append(n).append('=').append(k.defaults().get(n)));
            k.optional().forEach(n -> sb.append(", [").append(n).append(']'));
            out.printf("  %-8s %s%n", k.label(), sb);
        }
        // the models column one wider than its widest entry ("logp, postal, loggp")
        int width = Registry.all().stream().mapToInt(a -> models(a).length() + 1).max().orElse(1);
        String column = "  %-17s %-" + width + "s";
        for (String problem : Registry.problems()) {
            out.println();
            out.println(problem + ":");
            for (Algorithm a : Registry.all()) {
                if (a.problem().equals(problem)) {
                    out.printf(column + " %s%n", a.name(), models(a), a.help());
                    for (Parameter p : a.parameters()) {
                        out.printf(column + "   --%s %s%n", "", "", p.name(), describe(p));
                    }
                }
            }
        }
    }

    private static String describe(Parameter p) {
        if (p.isChoice()) { // run takes the name; compare and sweep take its number
            StringBuilder numbered = new StringBuilder();
            for (int i = 0; i < p.choices().size(); i++) {
                numbered.append(i == 0 ? "" : ", ").append(i).append(' ').append(p.label(i));
            }
            return "(default " + p.label(p.defaultValue()) + "; " + numbered + "): " + p.help();
        }
        String when = p.defaultValue() != null ? "default " + p.defaultValue()
                : p.optional() ? "optional" : "required";
        return "(" + when + ", at least " + p.least() + "): " + p.help();
    }

    private static String models(Algorithm a) {
        List<String> names = a.models().stream().sorted().map(ModelKind::label).toList();
        return String.join(", ", names);
    }

    private static void writeJson(PrintWriter out) throws IOException {
        try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
            g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeArrayFieldStart("models");
            for (ModelKind k : ModelKind.values()) {
                g.writeStartObject();
                g.writeStringField("name", k.label());
                g.writeStringField("processors", k.processors());
                writeStrings(g, "required", k.required());
                writeStrings(g, "optional", k.optional());
                g.writeObjectFieldStart("defaults");
                for (var d : k.defaults().entrySet()) {
                    g.writeStringField(d.getKey(), d.getValue());
                }
                g.writeEndObject();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("algorithms");
            for (Algorithm a : Registry.all()) {
                g.writeStartObject();
                g.writeStringField("problem", a.problem());
                g.writeStringField("name", a.name());
                writeStrings(g, "models", a.models().stream().sorted().map(ModelKind::label).toList());
                g.writeStringField("help", a.help());
                g.writeArrayFieldStart("parameters");
                for (Parameter p : a.parameters()) {
                    g.writeStartObject();
                    g.writeStringField("name", p.name());
                    g.writeBooleanField("required", !p.optional());
                    if (p.defaultValue() != null) {
                        g.writeNumberField("default", p.defaultValue());
                    }
                    g.writeNumberField("least", p.least());
                    if (p.isChoice()) { // default and least are then indices into these names
                        writeStrings(g, "choices", p.choices());
                    }
                    g.writeStringField("help", p.help());
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        out.println();
    }

    private static void writeStrings(JsonGenerator g, String field, List<String> values) throws IOException {
        g.writeArrayFieldStart(field);
        for (String v : values) {
            g.writeString(v);
        }
        g.writeEndArray();
    }
}
