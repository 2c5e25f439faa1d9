package dev.h2clab.bff.client;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;

import org.jboss.resteasy.reactive.RestResponse;

import io.smallrye.mutiny.Uni;

/** Typed Quarkus REST client for catalog-service; null parameters are left out of the request. */
@Path("/catalog")
public interface CatalogRestApi {

    @GET
    @Path("/items/{id}")
    Uni<RestResponse<byte[]>> item(@PathParam("id") long id, @QueryParam("delayMs") Integer delayMs,
            @HeaderParam(DownstreamRequest.PAD_HEADER) String padding);

    @GET
    @Path("/categories")
    Uni<RestResponse<byte[]>> categories(@QueryParam("delayMs") Integer delayMs,
            @HeaderParam(DownstreamRequest.PAD_HEADER) String padding);

    @GET
    @Path("/payload")
    Uni<RestResponse<byte[]>> payload(@QueryParam("bytes") int bytes, @QueryParam("delayMs") Integer delayMs,
            @HeaderParam(DownstreamRequest.PAD_HEADER) String padding);
}
