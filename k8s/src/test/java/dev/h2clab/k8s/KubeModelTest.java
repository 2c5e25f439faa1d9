package dev.h2clab.k8s;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The strict validator itself catches what a schema check must catch. */
class KubeModelTest {

    private static final String DEPLOYMENT = """
            apiVersion: apps/v1
            kind: Deployment
            metadata: {name: d}
            spec:
              replicas: %s
              selector: {matchLabels: {app: d}}
              template:
                metadata: {labels: {app: d}}
                spec:
                  containers:
                    - name: c
                      image: x:1
                      %s: IfNotPresent
            """;

    @Test
    void acceptsAValidObject() {
        assertThat(KubeModel.violations(parse(DEPLOYMENT.formatted("3", "imagePullPolicy")))).isEmpty();
    }

    @Test
    void rejectsAFieldTheApiDoesNotKnow() {
        assertThat(KubeModel.violations(parse(DEPLOYMENT.formatted("3", "imagePullPolcy"))))
                .singleElement().asString().contains("imagePullPolcy").contains("containers[0]");
    }

    @Test
    void rejectsAValueOfTheWrongType() {
        assertThat(KubeModel.violations(parse(DEPLOYMENT.formatted("three", "imagePullPolicy")))).isNotEmpty();
    }

    @Test
    void rejectsAnUnknownKind() {
        assertThat(KubeModel.violations(parse("apiVersion: apps/v1beta1\nkind: Deployment\n"))).isNotEmpty();
    }

    private static com.fasterxml.jackson.databind.JsonNode parse(String yaml) {
        return Kustomize.parse(yaml).get(0);
    }
}
