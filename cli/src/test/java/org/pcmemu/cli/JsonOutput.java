package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** Runs the command line with {@code --json} expected to succeed, and parses stdout strictly. */
final class JsonOutput {
    /* Fails on anything after the first value: stdout must be exactly one JSON object. */
    private static final ObjectMapper STRICT = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private JsonOutput() {
    }

    static JsonNode of(String... args) throws Exception {
        Invocation run = Invocation.of(args);
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.err());
        JsonNode node = STRICT.readTree(run.out());
        assertTrue(node.isObject(), run.out());
        return node;
    }

    /** "run", command, the given arguments, "--json". */
    static JsonNode run(String command, String... args) throws Exception {
        String[] all = new String[args.length + 3];
        all[0] = "run";
        all[1] = command;
        System.arraycopy(args, 0, all, 2, args.length);
        all[all.length - 1] = "--json";
        return of(all);
    }
}
