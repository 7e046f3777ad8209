package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.CostConvention;
import org.pcmemu.models.dbsp.DBsp;
import org.pcmemu.models.hpram.HPram;
import org.pcmemu.models.locality.LatencyFunction;
import org.pcmemu.models.logp.CapacityMode;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.ReceiveRule;

/**
 * One emulated machine: a model, its processor count and its parameters as written
 * ({@code L=6}, {@code latency=sqrt(k)}); a parameter not given takes the model's default
 * ({@link ModelKind#defaults()}). The models check the values' ranges themselves; this class
 * checks which parameters a model takes.
 *
 * @param parameters  every parameter that describes the model (besides the processor count), in
 *                    the model's order, defaults filled in; optional ones only if given
 */
public record Machine(ModelKind kind, int processors, Map<String, String> parameters) {

    public Machine {
        parameters = orderedAndChecked(kind, parameters);
    }

    /**
     * A machine from a spec such as {@code logp:L=6,o=2,g=4} or {@code "dbsp:latency=log k,bandwidth=1"};
     * a comma inside parentheses belongs to the value ({@code latency=min(1,floor(k/4))}).
     */
    public static Machine parse(String spec, int processors) {
        Given given = parseGiven(spec, processors);
        if (!given.algorithmParameters().isEmpty()) {
            String name = given.algorithmParameters().keySet().iterator().next();
            throw new InvalidParameterException("the " + given.machine().kind().label() + " model does not take '"
                    + name + "'" + Suggestions.didYouMean(name, given.machine().kind().parameters()) + " (it takes "
                    + String.join(", ", given.machine().kind().parameters()) + ")");
        }
        return given.machine();
    }

    /**
     * A machine spec with the algorithm parameters meant for this machine alone
     * ({@code bsp:g=1,L=8,k=4}: k reaches the algorithms run on this machine and no other).
     *
     * @param algorithmParameters  the spec's names that are not the model's, as whole numbers
     */
    public record Given(Machine machine, Map<String, Long> algorithmParameters) {
    }

    /** Parses a spec whose names are the model's parameters or algorithm parameters (whole numbers). */
    public static Given parseGiven(String spec, int processors) {
        int colon = spec.indexOf(':');
        ModelKind kind = ModelKind.of(colon < 0 ? spec : spec.substring(0, colon));
        Map<String, String> values = new LinkedHashMap<>();
        if (colon >= 0) {
            for (String pair : splitTopLevel(spec.substring(colon + 1))) {
                int eq = pair.indexOf('=');
                if (eq <= 0) {
                    throw new InvalidParameterException("machine '" + spec + "': '" + pair
                            + "' is not NAME=VALUE (e.g. logp:L=6,o=2,g=4)");
                }
                String name = pair.substring(0, eq).strip();
                if (values.put(name, pair.substring(eq + 1).strip()) != null) {
                    throw new InvalidParameterException("machine '" + spec + "': " + name + " is given twice");
                }
            }
        }
        Map<String, String> model = new LinkedHashMap<>();
        Map<String, Long> algorithm = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : values.entrySet()) {
            boolean anotherModels = java.util.Arrays.stream(ModelKind.values())
                    .anyMatch(k -> k.parameters().contains(e.getKey()));
            if (kind.parameters().contains(e.getKey()) || anotherModels) {
                model.put(e.getKey(), e.getValue()); // another model's is refused below, naming this one's
            } else {
                try {
                    algorithm.put(e.getKey(), Long.parseLong(e.getValue()));
                } catch (NumberFormatException notANumber) {
                    throw new InvalidParameterException("machine '" + spec + "': the " + kind.label()
                            + " model does not take '" + e.getKey() + "'"
                            + Suggestions.didYouMean(e.getKey(), kind.parameters()) + " (it takes "
                            + String.join(", ", kind.parameters()) + "; an algorithm parameter is a whole number)");
                }
            }
        }
        return new Given(new Machine(kind, processors, model), java.util.Collections.unmodifiableMap(algorithm));
    }

    /** The LogP machine of logp, postal and loggp alike (LogGP's G and O are 0 on the other two). */
    public LogP logP() {
        return switch (kind) {
            case LOGP -> new LogP(processors, number("L"), number("o"), number("g"), capacityMode())
                    .withReceive(receiveRule());
            case POSTAL -> LogP.postal(processors, number("lambda"), capacityMode()).withReceive(receiveRule());
            case LOGGP -> new LogP(processors, number("L"), number("o"), number("g"), number("G"),
                    parameters.containsKey("O") ? number("O") : 0, capacityMode(), receiveRule());
            case BSP, HPRAM, DBSP -> throw notThis("logp, postal or loggp");
        };
    }

    private CapacityMode capacityMode() {
        return CapacityMode.of(parameters.getOrDefault("capacity", CapacityMode.ENFORCE.label()));
    }

    private ReceiveRule receiveRule() {
        return ReceiveRule.of(parameters.getOrDefault("receive", ReceiveRule.AT_CALL.label()));
    }

    public Bsp bsp() {
        if (kind != ModelKind.BSP) {
            throw notThis("bsp");
        }
        String cost = parameters.getOrDefault("cost", "max");
        CostConvention convention = null;
        for (CostConvention c : CostConvention.values()) {
            convention = c.label().equals(cost) ? c : convention;
        }
        if (convention == null) {
            throw new InvalidParameterException("unknown BSP cost convention '" + cost + "' (known: max, sum)");
        }
        return new Bsp(processors, number("g"), number("L"), convention);
    }

    public HPram hPram() {
        if (kind != ModelKind.HPRAM) {
            throw notThis("hpram");
        }
        return new HPram(processors, LatencyFunction.parse(parameters.get("latency")));
    }

    public DBsp dBsp() {
        if (kind != ModelKind.DBSP) {
            throw notThis("dbsp");
        }
        return new DBsp(processors, LatencyFunction.parse(parameters.get("bandwidth")),
                LatencyFunction.parse(parameters.get("latency")));
    }

    /** Builds the model once, so that every value is checked (ranges, labels, latency functions). */
    public void check() {
        switch (kind) {
            case LOGP, POSTAL, LOGGP -> logP();
            case BSP -> bsp();
            case HPRAM -> hPram();
            case DBSP -> dBsp();
        }
    }

    /** "logp P=1024 L=6 o=2 g=4". */
    public String label() {
        StringBuilder sb = new StringBuilder(kind.label()).append(' ').append(kind.processors()).append('=')
                .append(processors);
        parameters.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        return sb.toString();
    }

    /**
     * The machine a run under {@code options} emulates: under a latency spread
     * ({@code --latency-spread}) a LogP, postal or LogGP machine's enforced capacity is only
     * checked (docs/models.md, "Scheduling noise and latency spread"), and the machine then says
     * so, so that a report names the rule its run applied.
     *
     * @throws InvalidParameterException under a latency spread on a model without a latency
     */
    public Machine ranWith(RunOptions options) {
        checkOptions(options);
        if (options.latencySeed() == 0 || capacityMode() != CapacityMode.ENFORCE) {
            return this;
        }
        Map<String, String> checked = new LinkedHashMap<>(parameters);
        checked.put("capacity", CapacityMode.CHECK.label());
        return new Machine(kind, processors, checked);
    }

    /**
     * Refuses a latency spread on a model without a latency (BSP, H-PRAM, D-BSP).
     *
     * @throws InvalidParameterException if {@code options} spread the latencies of such a machine
     */
    public void checkOptions(RunOptions options) {
        if (options.latencySeed() != 0 && !kind.hasLatency()) {
            throw new InvalidParameterException("--latency-spread draws each message's latency from [1, L] on"
                    + " logp, postal and loggp; " + kind.label() + " has no latency to vary");
        }
    }

    /** The same machine with {@code processors} processors. */
    public Machine withProcessors(int count) {
        return new Machine(kind, count, parameters);
    }

    private long number(String name) {
        String v = parameters.get(name);
        try {
            return Long.parseLong(v.strip());
        } catch (NumberFormatException e) {
            throw new InvalidParameterException(name + " must be a whole number of cycles, got '" + v + "'");
        }
    }

    private InvalidParameterException notThis(String wanted) {
        return new InvalidParameterException("this runs on the " + wanted + " model, not on " + kind.label());
    }

    private static Map<String, String> orderedAndChecked(ModelKind kind, Map<String, String> given) {
        for (String name : given.keySet()) {
            if (!kind.parameters().contains(name)) {
                throw new InvalidParameterException("the " + kind.label() + " model does not take '" + name + "'"
                        + Suggestions.didYouMean(name, kind.parameters()) + " (it takes "
                        + String.join(", ", kind.parameters()) + ")");
            }
        }
        Map<String, String> ordered = new LinkedHashMap<>();
        for (String name : kind.parameters()) {
            String value = given.containsKey(name) ? given.get(name) : kind.defaults().get(name);
            if (value != null) {
                ordered.put(name, value);
            }
        }
        return java.util.Collections.unmodifiableMap(ordered);
    }

    /* Splits at commas outside parentheses. */
    private static List<String> splitTopLevel(String s) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (c == ',' && depth == 0) {
                out.add(s.substring(start, i));
                start = i + 1;
            }
        }
        out.add(s.substring(start));
        out.removeIf(String::isBlank);
        return out;
    }
}
